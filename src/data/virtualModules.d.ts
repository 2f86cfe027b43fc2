/** Served by scripts/bundledLayoutPlugin.ts: the bundled library's layout, computed at build time. */
declare module 'virtual:bundled-layout' {
  const layout: import('../model/library').PrelaidLayout;
  export default layout;
}
