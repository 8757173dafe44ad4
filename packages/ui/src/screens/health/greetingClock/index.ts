export * from './greetingClock.ts';
export * from './useGreeting.ts';
