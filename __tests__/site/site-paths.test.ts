/** @jest-environment node */
import { isCurrentPath, isInSection, isToolPath } from '@/lib/site';

test('isToolPath: /tool and what lies under it, nothing else', () => {
  for (const path of ['/tool', '/tool/', '/tool/?x=1', '/tool/sub/']) expect({ path, tool: isToolPath(path) }).toEqual({ path, tool: true });
  for (const path of ['/', '/tools/', '/toolbox', '/docs/tool/', '', null, undefined]) expect({ path, tool: isToolPath(path) }).toEqual({ path, tool: false });
});

test('isCurrentPath and isInSection treat a trailing slash as the same page', () => {
  expect(isCurrentPath('/blog/', '/blog')).toBe(true);
  expect(isCurrentPath('/', '')).toBe(true);
  expect(isCurrentPath('/blog/', '/blog/post/')).toBe(false);
  expect(isInSection('/blog/', '/blog/post/')).toBe(true);
  expect(isInSection('/', '/blog/')).toBe(false);
});
