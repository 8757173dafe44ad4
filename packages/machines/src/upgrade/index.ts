export { UPGRADE_AUTO_CLEAR_MS, upgradeMachine, type UpgradeEvent, type UpgradeStatus } from './upgrade.ts';
