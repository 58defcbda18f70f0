import type { PatternRule } from '../../types';
import { USER_NAME_VALUE } from './user-name-value';

/** Template variables and placeholders where the account would stand (`$USER@10.0.0.5`, `<user>@…`). */
const NOT_A_USER = /^(?:user(?:name)?|your[\w-]*)$/i;

/**
 * The account of `user@address`, the login an ssh, scp or rsync command or a prompt names before an IP
 * address (`ssh deploy@10.0.4.12`, `rsync -a ./ backup@[2001:db8::7]:/srv`). The address is the IP
 * rules'; `user@host.example.com` is an email, `user@CORP` a principal.
 */
export const userAtAddress: PatternRule = {
  id: 'user-at-address',
  label: 'User',
  family: 'identities',
  priority: 1,
  description: 'The account before @ and an IP address: ssh deploy@10.0.4.12, scp file backup@[2001:db8::7]:/srv.',
  regex: /(?<![\w.%+'$-])([A-Za-z_][\w.-]{0,31})@(?=\d{1,3}(?:\.\d{1,3}){3}(?![\w.])|\[[0-9A-Fa-f:.]{2,45}\])/,
  anchor: { regex: /@/g, width: 1, lead: "A-Za-z0-9_.-", maxLead: 32 },
  group: 1,
  keywords: ['@'],
  validate: (value) => !NOT_A_USER.test(value) && !value.endsWith('.') && !value.endsWith('-'),
  ...USER_NAME_VALUE,
  examples: {
    match: ['ssh deploy@10.0.4.12', 'scp backup.tar.gz jdoe@192.168.1.20:/tmp/', 'rsync -a ./ backup@[2001:db8::7]:/srv'],
    noMatch: ['ssh user@10.0.4.12', 'jdoe@web01.example.com', 'npm i pkg@1.2.3', 'image@sha256:abc'],
  },
};
