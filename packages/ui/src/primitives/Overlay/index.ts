export { Backdrop, floatingPanel, menuItem, triggerButton } from './Overlay.styles.ts';
