import type { MatchContext, PatternRule } from '../../types';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { lineBefore } from '../line-context';
import { USER_NAME_VALUE } from './user-name-value';

/** The `--entity-type` the name belongs to is the one given last before it on the command line. */
function isUsersEntity(_value: string, { text, start }: MatchContext): boolean {
  const line = lineBefore(text, start, 600);
  const type = line.lastIndexOf('--entity-type');
  return type >= 0 && /^--entity-type[ =]users\s/.test(line.slice(type));
}

/** Option names of other login modules and common fields that also start with `user_`. */
const JAAS_FIELDS = /^(?:id|name|agent|type|key|keytab|principal|group|groups|role|roles|dn|info)$/i;

const NOT_NAMES = /^(?:-.*|\$\{?\w+\}?|<[^>]*>)$/;

/**
 * A Kafka user principal named on the command line of `kafka-configs.sh` (`--entity-type users
 * --entity-name alice`, Apache Kafka documentation, "Quotas" and "SCRAM"): the name of the pair whose type
 * is `users` (not `clients`, `topics` or `brokers`).
 */
export const kafkaEntityUser: PatternRule = {
  id: 'kafka-entity-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'A Kafka user given to kafka-configs as --entity-type users --entity-name <name>.',
  regex: /--entity-name[ =]['"]?([A-Za-z0-9_][\w.@=-]{0,127})/,
  group: 1,
  anchor: keywordStartAnchor(['--entity-name']),
  keywords: ['--entity-name'],
  validate: (value, context) => !NOT_NAMES.test(value) && isUsersEntity(value, context),
  ...USER_NAME_VALUE,
  examples: {
    match: ['bin/kafka-configs.sh --bootstrap-server broker1:9092 --alter --add-config producer_byte_rate=1024 --entity-type users --entity-name jsmith'],
    noMatch: ['bin/kafka-configs.sh --alter --entity-type topics --entity-name orders', 'kafka-configs.sh --entity-type users --entity-name $KAFKA_USER --entity-type clients --entity-name clientA'],
  },
};

/**
 * The user a Kafka `PlainLoginModule` JAAS section defines with `user_<name>="<password>"` (Apache Kafka
 * documentation, "Authentication using SASL/PLAIN"): the name is written inside the option's name. Read
 * only in a text that names the PlainLoginModule, so other `user_…="…"` fields stay.
 */
export const jaasPlainUser: PatternRule = {
  id: 'jaas-plain-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'A user defined in a Kafka PlainLoginModule JAAS section as user_<name>="<password>".',
  regex: /(?<![\w.-])user_([A-Za-z0-9][\w.-]{0,63})=["']/,
  group: 1,
  anchor: { regex: /user_/g, width: 5, lead: '', maxLead: 0 },
  keywords: ['plainloginmodule'],
  validate: (value, { text, start }) => {
    // `user_` starts the option name (`xuser_id` is another field), and the option is no ordinary field.
    if (/[\w.-]/.test(text.charAt(start - 6)) || JAAS_FIELDS.test(value)) return false;
    // The module opens the JAAS section the option is in, a few lines up.
    return text.slice(Math.max(0, start - 2000), start).includes('PlainLoginModule');
  },
  ...USER_NAME_VALUE,
  examples: {
    match: ['org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="a" user_jsmith="b";'],
    noMatch: ['PlainLoginModule required xuser_jo="42" user_id="7";', 'user_jsmith="x" without the module'],
  },
};
