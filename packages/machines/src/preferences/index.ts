export {
  PREFERENCES_DEBOUNCE_MS,
  PREFERENCES_MESSAGE_KEYS,
  preferencesMachine,
  type PreferenceChanges,
  type Preferences,
  type PreferencesContext,
  type PreferencesEvent,
} from './preferences.ts';
