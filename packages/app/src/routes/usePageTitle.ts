import { pageTitle } from '@havbruk/ui';
import { useEffect } from 'react';

/** Sets the document title: the given title followed by the product name (spec S1 §1). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
