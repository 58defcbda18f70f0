import { fakeBody, poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const [id, stamp, mac] = original.split('.');
  return poolOfTen(`discord-token:${original.length}`, (n) => `${fakeBody(n, id.length)}.${fakeBody(n, stamp.length)}.${fakeBody(n, mac.length)}`);
}

/**
 * A Discord bot token: the bot's id in base64 (24–28 characters, starting M, N or O), a six-character
 * timestamp and an HMAC of 27–38, joined by dots. The shape alone is too plain, so the rule runs only
 * when the text mentions Discord.
 */
export const discordToken: PatternRule = {
  id: 'discord-token',
  label: 'Discord Token',
  family: 'provider-secrets',
  priority: 0,
  description: 'A Discord bot token (three dot-separated base64 parts) in a text that mentions Discord.',
  regex: /(?<![\w.-])[MNO][A-Za-z\d_-]{23,27}\.[\w-]{6}\.[\w-]{27,38}(?![\w.-])/g,
  keywords: ['discord'],
  validate: (value) => /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value),
  fakes: poolFor('MTA4NjA2NjQ0ODg1OTkyNzQ1Nw.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['DISCORD_BOT_TOKEN=MTA4NjA2NjQ0ODg1OTkyNzQ1Nw.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB'],
    noMatch: ['discord MTA4NjA2.GaBcDe.short', 'Nothing.to.see'],
  },
};
