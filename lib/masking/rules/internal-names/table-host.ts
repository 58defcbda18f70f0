import type { MatchContext, PatternRule } from '../../types';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { lineBefore } from '../line-context';

const FIELDS = ['host_id', 'host:id', 'attr:host', 'hostname', 'host_name', 'host '];

/** The row's field cell, from the start of the line up to the value: `| binding_host_id       | `. */
const ROW_HEAD = /^\s{0,40}\| ?[\w:.-]{0,40}[Hh]ost(?:name|_name|_id|:id)? {1,80}\| $/;

const NOT_HOSTS = /^(?:none|null|-|localhost|\(none\)|true|false)$/i;

const FAKES = ['compute-example-01', 'compute-example-02', 'compute-example-03', 'compute-example-04', 'compute-example-05', 'compute-example-06', 'compute-example-07', 'compute-example-08', 'compute-example-09', 'compute-example-10'];

function isTableHost(value: string, { text, start }: MatchContext): boolean {
  return !NOT_HOSTS.test(value) && ROW_HEAD.test(lineBefore(text, start, 160));
}

/**
 * The value of a host field in a `| Field | Value |` table, as the OpenStack command-line clients print a
 * resource (`openstack port show`: `binding_host_id`; `openstack server show`: `OS-EXT-SRV-ATTR:host`,
 * `OS-EXT-SRV-ATTR:hypervisor_hostname`; `host`, `hostname`): the machine the resource runs on, like the
 * value of a `hostname` parameter.
 */
export const tableHost: PatternRule = {
  id: 'table-host',
  label: 'Host',
  family: 'internal-names',
  priority: 10,
  description: 'The value of a host field in a | Field | Value | table (OpenStack CLI: binding_host_id, OS-EXT-SRV-ATTR:host, hypervisor_hostname).',
  regex: /(?<![\w:.-])[\w:.-]{0,40}[Hh]ost(?:name|_name|_id|:id)? {1,80}\| ([^\s|]{1,253}) {1,200}\|/,
  group: 1,
  anchor: keywordStartAnchor(FIELDS, '\\w:.-', 40),
  keywords: FIELDS,
  validate: isTableHost,
  contextual: true,
  fakes: FAKES,
  derive: (n) => `compute-example-${n}`,
  examples: {
    match: ['| binding_host_id       | compute-7.rack2                      |', '| OS-EXT-SRV-ATTR:hypervisor_hostname | nova-cpu-12 |', '| host    | cinder-vol-3 |'],
    noMatch: ['| binding_host_id       |                                      |', '| OS-EXT-SRV-ATTR:host  | None |', 'binding_host_id = compute-7'],
  },
};
