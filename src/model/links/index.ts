export { compareSearch } from './compareLink';
