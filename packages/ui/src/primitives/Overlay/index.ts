export { Backdrop, floatingPanel, listboxPanel, menuItem, triggerButton } from './Overlay.styles.ts';
export { useInertOutside } from './useInertOutside.ts';
