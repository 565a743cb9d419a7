/** `import css from './x.css'`: the minified stylesheet as a string (scripts/build/css-plugin.ts). */
declare module '*.css' {
  const css: string;
  export default css;
}
