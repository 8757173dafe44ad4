import {
  ApiError,
  PRODUCTION_AREAS,
  type ApiClient,
  type CallInput,
  type CallName,
  type CallOutput,
  type ConfigOrganizations,
  type User,
} from '@havbruk/api';
import { getNotifications, type Dataset } from '@havbruk/api/dataset';

/** The answers a fake client gives, per call (a call without one fails like a 404). */
export type FakeAnswers = { [K in CallName]?: (input: CallInput<K>) => Promise<CallOutput<K>> | CallOutput<K> };

const BASE_URL = 'http://api.havbruk.example';

/**
 * A typed stand-in for `@havbruk/api`'s client: each call answers from `answers` (typed by the contract), with no
 * network. For stories and tests that render the app's own wiring (`AppStateProvider`'s `client`).
 */
export function createFakeApiClient(answers: FakeAnswers): ApiClient {
  return {
    baseUrl: BASE_URL,
    url: (name) => `${BASE_URL}/${name}`,
    async call<K extends CallName>(name: K, input: CallInput<K>) {
      const answer = answers[name] as ((input: CallInput<K>) => Promise<CallOutput<K>> | CallOutput<K>) | undefined;
      if (!answer) {
        throw new ApiError({
          status: 404,
          message: `The fake client has no answer for ${name}`,
          url: name,
          call: name,
        });
      }
      return answer(input);
    },
    // Files are not part of the shell's stories: a file link is refused like a missing answer.
    fileUrl: async (url) => {
      throw new ApiError({ status: 404, message: 'The fake client has no files', url, call: 'createFileLink' });
    },
  };
}

/** A demo user of the synthetic dataset as `checkUser` returns it. */
export function datasetUser(dataset: Dataset, id: string): User {
  const found = dataset.users.find((user) => user.id === id);
  if (!found) throw new Error(`${id} is not a demo user`);
  return {
    id: found.id,
    name: found.name,
    picture: found.picture,
    email: found.email,
    title: found.title,
    language: found.language,
    darkModeOn: found.darkModeOn,
    defaultOrganizationId: found.defaultOrganizationId,
    perspective: null,
    tier: found.tier,
    isConfirmed: found.isConfirmed,
    verifiedEmail: found.verifiedEmail,
    verificationSent: found.verificationSent,
    upgradeStatus: null,
    notificationSettings: {},
  };
}

/** The user's organizations: the organizations under the umbrella of their default organization. */
export function datasetOrganizations(dataset: Dataset, user: User): ConfigOrganizations['organizations'] {
  const member = dataset.organizations.find((organization) => organization.id === user.defaultOrganizationId);
  if (!member) return [];
  return dataset.organizations
    .filter((organization) => organization.umbrellaOrganizationId === member.umbrellaOrganizationId)
    .map((organization) => ({
      id: organization.id,
      name: organization.name,
      tier: organization.tier,
      umbrellaOrganizationId: organization.umbrellaOrganizationId,
      parentOrganizationId: organization.parentOrganizationId,
      privelege: organization.id === member.id ? 'admin' : null,
    }));
}

/**
 * What the app shell needs from the API for a signed-in user of the dataset: the login check, the config calls
 * and the unread count (from the dataset's notifications), and analytics accepted.
 */
export function shellAnswers(dataset: Dataset, user: User, version = '1.4.2'): FakeAnswers {
  const organizations = datasetOrganizations(dataset, user);
  const weeks = dataset.weeks.map((week) => ({ year: week.year, week: week.week, label: week.label }));
  return {
    checkUser: () => user,
    getConfigApp: () => ({
      application: { name: 'Havbruk', version, supportEmail: 'support@havbruk.example', today: dataset.today },
      seasons: [],
      municipalities: [],
      companies: [],
      productionAreas: PRODUCTION_AREAS.map((area) => ({ id: area.id, name: area.name })),
    }),
    getConfigFarms: () => ({ farms: [] }),
    getConfigGraph: () => ({ graph: { tables: [] } }),
    getConfigWeeks: ({ params }) => ({
      current: weeks[weeks.length - 1]!,
      requested: weeks.find((week) => week.year === params.year && week.week === params.week) ?? null,
      weeks,
    }),
    getConfigOrganizations: () => ({ organizations, defaultOrganizationId: user.defaultOrganizationId }),
    getUnreadCount: ({ params }) => ({
      count: getNotifications(dataset, params.umbrellaOrgId).filter((notification) => !notification.isRead).length,
    }),
    sendAnalytics: () => ({ success: true }),
  };
}
