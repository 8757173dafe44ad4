export { Backdrop, floatingPanel, menuItem, triggerButton } from './Overlay.styles.ts';
export { useInertOutside } from './useInertOutside.ts';
