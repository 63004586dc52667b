import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, letting a later Tailwind utility win over an earlier one of the same kind
 * (`cn('p-6', 'p-0')` is `p-0`): a component's own classes give way to the ones its caller
 * passes. The stylesheet orders utilities by itself, not by their place in the attribute, so
 * both would otherwise apply and the stylesheet's order would decide.
 *
 * It knows the kinds of utility this app uses (padding, margins, sizes, colours, borders, type,
 * layout, ...) and resolves them as tailwind-merge does; lib/cn.test.ts holds it to
 * tailwind-merge's answers for every class the client's source contains. A class it does not
 * know is kept as it is. tailwind-merge itself is 8 KB of gzipped JS on every page; this is
 * about 1 KB.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** Utilities that are one word, by their kind. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of [
  [
    'display',
    'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
  ],
  ['position', 'static fixed absolute relative sticky'],
  ['sr', 'sr-only not-sr-only'],
  ['visibility', 'visible invisible collapse'],
  ['text-transform', 'uppercase lowercase capitalize normal-case'],
  ['text-decoration', 'underline overline line-through no-underline'],
  ['font-style', 'italic not-italic'],
  ['fvn-spacing', 'tabular-nums proportional-nums'],
  ['text-overflow', 'truncate text-ellipsis text-clip'],
  ['border-collapse', 'border-collapse border-separate'],
  [
    'border-style',
    'border-solid border-dashed border-dotted border-double border-hidden border-none',
  ],
  ['divide-style', 'divide-solid divide-dashed divide-dotted divide-double divide-none'],
  ['font-family', 'font-sans font-serif font-mono'],
  [
    'font-weight',
    'font-thin font-extralight font-light font-normal font-medium font-semibold font-bold font-extrabold font-black',
  ],
  ['text-align', 'text-left text-center text-right text-justify text-start text-end'],
  [
    'font-size',
    'text-xs text-sm text-base text-lg text-xl text-2xl text-3xl text-4xl text-5xl text-6xl text-7xl text-8xl text-9xl',
  ],
  ['flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse'],
  ['flex-wrap', 'flex-wrap flex-wrap-reverse flex-nowrap'],
  ['flex', 'flex-1 flex-auto flex-initial flex-none'],
  ['list-position', 'list-inside list-outside'],
  [
    'outline-style',
    'outline-none outline-dashed outline-dotted outline-double outline-hidden outline-solid',
  ],
  ['container', 'container'],
  // Only the built-in animations: tailwind-merge leaves a theme's own (animate-toast-in) alone.
  ['animate', 'animate-spin animate-ping animate-pulse animate-bounce animate-none'],
  ['shadow', 'shadow'],
  ['outline-w', 'outline'],
  ['transition', 'transition'],
  ['grow', 'grow'],
  ['shrink', 'shrink'],
  ['backdrop-blur', 'backdrop-blur'],
  ['blur', 'blur'],
  ['rounded', 'rounded'],
  ['ring-w', 'ring'],
  ['border-w', 'border'],
  ['divide-x', 'divide-x'],
  ['divide-y', 'divide-y'],
] as const) {
  for (const word of words.split(' ')) KEYWORDS[word] = group;
}

/** Utilities named by a prefix and a value (`p-4`, `max-w-lg`), longest prefix first. */
const PREFIXES =
  /^(pointer-events|underline-offset|place-content|place-items|place-self|justify-items|justify-self|backdrop-blur|translate-x|translate-y|line-clamp|overflow-x|overflow-y|grid-cols|grid-rows|col-span|row-span|whitespace|transition|appearance|scroll-mt|scroll-mb|scroll-pt|tracking|duration|inset-x|inset-y|space-x|space-y|leading|opacity|outline-offset|justify|overflow|cursor|rotate|accent|gap-x|gap-y|max-w|max-h|min-w|min-h|bottom|order|shrink|basis|aspect|object|select|break|right|inset|scale|delay|items|align|start|grow|self|size|blur|left|ease|from|via|top|end|gap|to|px|py|ps|pe|pt|pr|pb|pl|mx|my|ms|me|mt|mr|mb|ml|p|m|w|h|z)-./;

/** A value that is a length or width, not a colour (`border-2`, `ring-[3px]`). */
const WIDTH = /^(?:\d+(?:\.\d+)?|px|\[\d[^\]]*\])$/;
const SHADOW_SIZES = new Set(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'inner', 'none']);
const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
const CORNERS = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'];

/** The kind of a utility without its variants, or undefined for a class that is not one. */
function groupOf(utility: string): string | undefined {
  const u = utility.startsWith('-') ? utility.slice(1) : utility;
  const keyword = KEYWORDS[u];
  if (keyword) return keyword;
  const prefix = PREFIXES.exec(u)?.[1];
  if (prefix) return prefix === 'col-span' ? 'col-start-end' : prefix;
  const [head, ...rest] = u.split('-');
  const value = rest.join('-');
  if (!value) return undefined;
  switch (head) {
    case 'fill':
      return 'fill';
    case 'stroke':
      return WIDTH.test(value) ? 'stroke-w' : 'stroke';
    case 'text':
    case 'bg':
    case 'accent':
      return `${head}-color`;
    case 'font':
      return 'font-weight';
    case 'list':
      return 'list-style-type';
    case 'shadow':
      return SHADOW_SIZES.has(value) ? 'shadow' : 'shadow-color';
    case 'ring':
      return WIDTH.test(value) ? 'ring-w' : 'ring-color';
    case 'outline':
      return WIDTH.test(value) ? 'outline-w' : 'outline-color';
    case 'divide':
      return `divide-color`;
    case 'rounded':
      return CORNERS.includes(rest[0]!) ? `rounded-${rest[0]}` : 'rounded';
    case 'border': {
      const side = SIDES.includes(rest[0]!) ? rest[0] : undefined;
      const tail = side ? rest.slice(1).join('-') : value;
      if (side && !tail) return `border-w-${side}`;
      return `border-${WIDTH.test(tail) ? 'w' : 'color'}${side ? `-${side}` : ''}`;
    }
    default:
      return undefined;
  }
}

/** The groups a utility of this group overrides besides its own. */
const CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
  rounded: CORNERS.map((corner) => `rounded-${corner}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};
for (const kind of ['border-w', 'border-color']) {
  CONFLICTS[kind] = SIDES.map((side) => `${kind}-${side}`);
  CONFLICTS[`${kind}-x`] = [`${kind}-r`, `${kind}-l`];
  CONFLICTS[`${kind}-y`] = [`${kind}-t`, `${kind}-b`];
}

/** Splits `sm:hover:p-4` into its variants and the utility, outside square brackets. */
function splitVariants(token: string): [string[], string] {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i += 1) {
    const c = token[i];
    if (c === '[') depth += 1;
    else if (c === ']') depth -= 1;
    else if (c === ':' && depth === 0) {
      variants.push(token.slice(start, i));
      start = i + 1;
    }
  }
  return [variants, token.slice(start)];
}

/** Variants in a stable order (`hover:focus:` is `focus:hover:`); arbitrary ones keep their place. */
function variantKey(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[')) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(':');
}

/** Drops every utility that a later one of the same kind and the same variants overrides. */
export function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i]!;
    const [variants, rawUtility] = splitVariants(token);
    const important = rawUtility.startsWith('!') || rawUtility.endsWith('!');
    const group = groupOf(rawUtility.replace(/^!|!$/g, ''));
    if (!group) {
      kept.push(token);
      continue;
    }
    const scope = `${variantKey(variants)}${important ? '!' : ''}:`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(scope + other);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
