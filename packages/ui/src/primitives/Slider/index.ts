export { Slider } from './Slider.tsx';
export type { SliderProps } from './Slider.tsx';
