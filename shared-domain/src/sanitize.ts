// Text from public forms is trimmed and stripped of what could run as markup (specification
// section 5), recursively through nested objects and arrays. The API does it again: the
// browser's copy is a courtesy, never a guarantee.

const scriptOrFrameBlock = /<\s*(script|iframe)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
const openingScriptOrFrame = /<\s*\/?\s*(script|iframe)\b[^>]*>/gi;
const javascriptScheme = /javascript\s*:/gi;
const inlineHandler = /\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

export function sanitizeText(value: string): string {
  return value
    .replace(scriptOrFrameBlock, '')
    .replace(openingScriptOrFrame, '')
    .replace(javascriptScheme, '')
    .replace(inlineHandler, '')
    .trim();
}

export function sanitizeInput<T>(value: T): T {
  if (typeof value === 'string') return sanitizeText(value) as T;
  if (Array.isArray(value)) return value.map((item) => sanitizeInput(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitizeInput(item)])) as T;
  }
  return value;
}
