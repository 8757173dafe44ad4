import { HavbrukProvider, PRODUCT_NAME } from '@havbruk/ui';

/** The assembled app. Routes, data fetching and the auth adapter are wired here. */
export function App() {
  return (
    <HavbrukProvider locale="en" theme="light">
      <main>
        <h1>{PRODUCT_NAME}</h1>
      </main>
    </HavbrukProvider>
  );
}
