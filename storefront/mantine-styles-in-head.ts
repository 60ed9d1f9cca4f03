import type { Plugin } from 'vite';

const INLINE_STYLES = /@mantine[\\/]core[\\/]esm[\\/]core[\\/]InlineStyles[\\/]InlineStyles\.mjs(\?.*)?$/;

/**
 * Mantine's responsive styles (a SimpleGrid's or Grid's columns per breakpoint, a carousel's slide
 * size, a Box's responsive props) are <style> elements written inside the component, in <body>,
 * which HTML does not allow (the Nu Html Checker's "style in body"). Mantine can write them as
 * React 19 style resources instead (`href` and `precedence`: React puts them in the document's
 * head), but only Box and Flex take the provider's `deduplicateInlineStyles`. This makes every
 * one of them a resource. In the head they may come before the stylesheets (React puts a page's
 * first style resources at the head's start), where in the body they came after them and won
 * ties: their one-class selector is doubled (`.__m__-x.__m__-x`), so they still win over
 * Mantine's and the page's one-class rules. The server's build bundles Mantine (`ssr.noExternal`) so the server
 * renders the same; the gateway moves the resources into the head (gateway/src/ssr/pages.ts).
 */
export function mantineStylesInHead(): Plugin {
  return {
    name: 'mantine-styles-in-head',
    enforce: 'pre',
    transform: {
      filter: { id: INLINE_STYLES },
      handler(code, id) {
        const patched = code
          .replace('if (deduplicate) return', 'if (deduplicate !== null) return')
          .replace(
            'const css = stylesToString(props);',
            'const css = stylesToString({ ...props, selector: /^[.:][\\w-]+$/.test(props.selector) ? props.selector + props.selector : props.selector });',
          );
        if (!patched.includes('deduplicate !== null') || !patched.includes('props.selector + props.selector'))
          throw new Error(`mantine-styles-in-head: ${id} changed; see storefront/mantine-styles-in-head.ts`);
        return { code: patched, map: null };
      },
    },
  };
}
