import { createContext, useContext } from 'react';

/** How far (px) a floating panel (popover) keeps from each edge of the window. */
export interface CollisionPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The room a floating panel keeps from the window's edges. */
export const FLOATING_EDGE_PX = 8;

const WINDOW_EDGES: CollisionPadding = {
  top: FLOATING_EDGE_PX,
  right: FLOATING_EDGE_PX,
  bottom: FLOATING_EDGE_PX,
  left: FLOATING_EDGE_PX,
};

/**
 * The edges floating panels keep clear of: the window's by default; the app shell on a phone adds its bottom bar,
 * so a popover is never drawn under the bar (it gets shorter and scrolls instead).
 */
export const CollisionPaddingContext = createContext<CollisionPadding>(WINDOW_EDGES);

export const useCollisionPadding = (): CollisionPadding => useContext(CollisionPaddingContext);
