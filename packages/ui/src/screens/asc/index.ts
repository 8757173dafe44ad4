export { AscCompanyScreen } from './AscCompanyScreen.tsx';
export type { AscCompanyScreenProps } from './AscCompanyScreen.tsx';
export { AscFarmScreen } from './AscFarmScreen.tsx';
export type { AscFarmScreenProps } from './AscFarmScreen.tsx';
export type { AscPageStatus } from './AscPage.tsx';
export { ascCompanyPath, ascFarmPath } from './ascPaths.ts';
export { CertificationStatusBadge, CertificationStatusLink } from './CertificationStatus.tsx';
export { liceReportOf, mondayOfIsoWeek, springWeeksOf } from './liceReport.ts';
export type { LiceReportModel, LiceReportRow } from './liceReport.ts';
