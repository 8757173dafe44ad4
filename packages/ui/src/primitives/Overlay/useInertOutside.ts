import { useCallback } from 'react';

/**
 * Makes everything outside `element` inert: walks from `document.body` down to `element` and sets `inert` on
 * each sibling along the way (like the `aria-hidden` package's `hideOthers`, which Radix uses, but with `inert`).
 * Live regions (toasts, announcements) and elements that are inert already are left alone. Returns the undo,
 * which removes only the attributes it set, so nested overlays undo in any order.
 */
export function inertOutside(element: Element): () => void {
  const document = element.ownerDocument;
  const keep = new Set<Element>();
  for (let node: Element | null = element; node; node = node.parentElement) keep.add(node);
  const set: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (child === element) continue;
      if (keep.has(child)) {
        walk(child);
      } else if (!child.hasAttribute('inert') && !child.matches('[aria-live], script, style')) {
        child.setAttribute('inert', '');
        set.push(child);
      }
    }
  };
  walk(document.body);
  return () => {
    for (const node of set) node.removeAttribute('inert');
  };
}

/**
 * A callback ref for a modal floating panel (Radix Select's listbox): while the panel is mounted, the rest of the
 * page is `inert`.
 *
 * Why: Radix Select is modal. It traps focus in the listbox, blocks outside pointer events and marks every
 * sibling `aria-hidden` (`hideOthers`), but the controls behind it (the trigger, links, buttons) stay in the tab
 * order. That is axe's `aria-hidden-focus` violation ("ARIA hidden element must not be focusable or contain
 * focusable elements"); axe waives the rule only under an open `role="dialog"`, not under a listbox. `inert` says
 * what the page really is while the listbox is open: not focusable, not clickable, hidden from assistive
 * technology. The undo runs as the panel unmounts, before Radix (in a timeout) returns focus to the trigger.
 */
export function useInertOutside<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    // Closed, Radix renders the content into a detached fragment (to collect the items): leave the page alone.
    if (!element?.isConnected) return undefined;
    return inertOutside(element);
  }, []);
}
