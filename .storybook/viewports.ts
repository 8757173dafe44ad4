/** Viewports matching the spec's breakpoints (small layout below 865 px, mobile below 768 px). */
export const havbrukViewports = {
  desktop: { name: 'Desktop 1440×900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  smallDesktop: { name: 'Small desktop 840×900', styles: { width: '840px', height: '900px' }, type: 'desktop' },
  mobile: { name: 'Mobile 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export type HavbrukViewport = keyof typeof havbrukViewports;
