import { useState, type PointerEvent } from 'react';

export interface HoverHandlers<T extends Element> {
  onPointerEnter?: (event: PointerEvent<T>) => void;
  onPointerLeave?: (event: PointerEvent<T>) => void;
}

/**
 * Hover as state (react-aria's `useHover` idea): `data-hovered` is set while a mouse pointer is over the element
 * and styles target `[data-hovered]` as well as `:hover`. The state is then visible in the DOM, so stories and
 * tests (whose synthetic pointer events never trigger CSS `:hover`) can check it. The caller's handlers still run.
 */
export function useHover<T extends Element>({ onPointerEnter, onPointerLeave }: HoverHandlers<T>) {
  const [hovered, setHovered] = useState(false);
  return {
    'data-hovered': hovered ? '' : undefined,
    onPointerEnter: (event: PointerEvent<T>) => {
      if (event.pointerType === 'mouse') setHovered(true);
      onPointerEnter?.(event);
    },
    onPointerLeave: (event: PointerEvent<T>) => {
      setHovered(false);
      onPointerLeave?.(event);
    },
  };
}
