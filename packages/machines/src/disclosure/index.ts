export { disclosureMachine } from './disclosure.ts';
