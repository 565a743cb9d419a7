import cssnano from 'cssnano';
import postcss from 'postcss';
import type { Plugin } from 'rollup';

/**
 * `import css from './x.css'` becomes the minified stylesheet as a string,
 * which elements put in their shadow root (and hosted pages in the document).
 */
export function cssString(): Plugin {
  const processor = postcss([cssnano({ preset: 'default' })]);
  return {
    name: 'pathcraft-css-string',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const { css } = await processor.process(code, { from: id });
      return { code: `export default ${JSON.stringify(css)};`, map: { mappings: '' } };
    },
  };
}
