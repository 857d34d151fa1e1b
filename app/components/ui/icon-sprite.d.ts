/** The URL of the icon sprite (scripts/lib/icon-sprite.ts): `/assets/icons-<content hash>.svg`. */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
