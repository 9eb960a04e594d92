import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageFeatures, messagesAliases } from '@/scripts/build/messages-alias.mjs';

const LANGUAGES = ['et', 'en', 'pseudo'];

describe('messages/: every language has every feature, and the build resolves each to its own language', () => {
  it('has one interface file per feature, and the same feature files in every language folder', () => {
    const features = messageFeatures();
    expect(features).toContain('reply');
    for (const language of LANGUAGES) {
      const files = readdirSync(`messages/${language}`).map((name) => name.replace(/\.tsx?$/, '')).sort();
      expect(files, `messages/${language}/`).toEqual([...features].sort());
    }
  });

  it('maps @messages/<feature> to the built language\'s file', () => {
    expect(messagesAliases('en')['@messages/reply']).toBe('./messages/en/reply.ts');
    expect(messagesAliases('et')['@messages/reply']).toBe('./messages/et/reply.ts');
  });

  it('stops the build when a language lacks a feature', () => {
    expect(() => messagesAliases('nope')).toThrow();
  });
});
