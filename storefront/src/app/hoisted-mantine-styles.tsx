import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  px,
  useMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
} from '@mantine/core';

// Mantine writes its theme's CSS variables and its hidden-from/visible-from classes as <style>
// elements where the provider stands, inside <body>, which HTML does not allow (the Nu Html
// Checker's "style in body"). These write the same CSS as React 19 style resources (`href` and
// `precedence`): React puts them in the document's head in the browser, the server's renderer
// moves them there (gateway/src/ssr/pages.ts), and hydration leaves them alone. The provider's own
// are turned off (`withCssVariables={false}`, `withGlobalClasses={false}`); its responsive style
// props do the same with `deduplicateInlineStyles`.

const DEFAULTS = defaultCssVariablesResolver(DEFAULT_THEME);

/** Only what differs from Mantine's stylesheet, which already declares the defaults. */
function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const pick = (part: Record<string, string>, defaults: Record<string, string>) =>
    Object.fromEntries(Object.entries(part).filter(([key, value]) => defaults[key] !== value));
  return {
    variables: pick(input.variables, DEFAULTS.variables),
    light: pick(input.light, DEFAULTS.light),
    dark: pick(input.dark, DEFAULTS.dark),
  };
}

/** A short, stable name for a stylesheet's text (React dedupes style resources by it). */
function hashOf(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) & 0xffffffff;
  return (hash >>> 0).toString(36);
}

export function HoistedMantineStyles({ resolver }: { resolver?: CSSVariablesResolver }) {
  const theme = useMantineTheme();
  const merged = deepMerge(defaultCssVariablesResolver(theme), resolver?.(theme) ?? {}) as ConvertCSSVariablesInput;
  // `:root:root`: in the head these may come before Mantine's stylesheet (React puts a page's first
  // style resources at the head's start), so they win by weight, not by order, as in the body they did.
  const variables = convertCssVariables(withoutDefaults(merged), ':root:root');
  const classes = keys(theme.breakpoints).reduce((acc, breakpoint) => {
    const value = theme.breakpoints[breakpoint]!;
    const isPx = value.includes('px');
    const pxValue = px(value) as number;
    return (
      `${acc}@media (max-width: ${isPx ? `${pxValue - 0.1}px` : em(pxValue - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
      `@media (min-width: ${isPx ? `${pxValue}px` : em(pxValue)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
    );
  }, '');
  return (
    <>
      {variables && (
        <style href={`mantine-vars-${hashOf(variables)}`} precedence="mantine">
          {variables}
        </style>
      )}
      <style href={`mantine-classes-${hashOf(classes)}`} precedence="mantine">
        {classes}
      </style>
    </>
  );
}
