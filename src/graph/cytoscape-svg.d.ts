declare module 'cytoscape-svg' {
  import type cytoscape from 'cytoscape';
  const register: (lib: typeof cytoscape) => void;
  export default register;
}
