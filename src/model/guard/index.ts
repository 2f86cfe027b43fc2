export { isInsidePackPath } from './packPath';
