/**
 * The build-time choice of a language's texts: `@messages/<feature>` resolves to `messages/<locale>/<feature>.ts(x)`
 * for the language being built (next.config.ts gives this map to Turbopack's resolveAlias; vitest.config.mts and
 * tsconfig.json say the same for tests and the type checker). Every feature's interface is `messages/<feature>.ts`,
 * so a language that lacks a key, or has one too many, does not type-check.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MESSAGES = fileURLToPath(new URL('../../messages/', import.meta.url));

/** The features: one interface file each in messages/ (every language folder has a file of the same name). */
export function messageFeatures() {
  return readdirSync(MESSAGES)
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => name.replace(/\.tsx?$/, ''));
}

/** `{ '@messages/reply': './messages/en/reply.ts', … }` for the language `locale`. */
export function messagesAliases(locale) {
  const files = readdirSync(`${MESSAGES}${locale}`);
  return Object.fromEntries(
    messageFeatures().map((feature) => {
      const file = files.find((name) => name === `${feature}.ts` || name === `${feature}.tsx`);
      if (!file) throw new Error(`messages/${locale}/ has no ${feature}.ts: every language needs every feature's texts`);
      return [`@messages/${feature}`, `./messages/${locale}/${file}`];
    }),
  );
}
