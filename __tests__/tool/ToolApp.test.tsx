import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MaskingEngine, type ProcessOptions } from '@/lib/masking';
import { ToolApp } from '@/components/tool/ToolApp';
import { createInProcessEngineClient, type EngineClient } from '@/lib/tool/engine-client';
import { EngineSession } from '@/lib/tool/engine-session';
import { CUSTOM_RULES_STORAGE_KEY, customRulesStore } from '@/lib/tool/custom-rules-storage';
import { NEVER_MASK_STORAGE_KEY } from '@/lib/tool/never-mask-list';
import { contextRuleIds } from '@/lib/tool/context-rules';
import { disabledRuleIds, RULE_SWITCHES_STORAGE_KEY, ruleSwitches } from '@/lib/tool/rule-switches';

// jsdom has no canvas: the chart is checked in the browser tests (e2e/tool.spec.ts).
jest.mock('react-chartjs-2', () => ({
  Bar: (props: { 'aria-label'?: string }) => <div role="img" aria-label={props['aria-label']} />,
}));

function seededRandom(seed = 42): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function renderTool(client: EngineClient = createInProcessEngineClient(new EngineSession(() => new MaskingEngine({ random: seededRandom() })))) {
  render(<ToolApp switches={ruleSwitches()} contextRules={contextRuleIds()} client={client} />);
  return client;
}

const input = () => screen.getByLabelText('Input') as HTMLTextAreaElement;
const output = () => screen.getByRole('region', { name: 'Output' });
const typeInput = (text: string) => fireEvent.change(input(), { target: { value: text } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const LOG = 'login ok user=alice@initech.com from 10.20.30.40';

beforeEach(() => {
  localStorage.clear();
  // Each test is a new tab.
  sessionStorage.clear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockResolvedValue(undefined) }, configurable: true });
});

describe('buttons', () => {
  it('Mask on blank input does nothing', async () => {
    renderTool();
    typeInput('   \n  ');
    click('Mask');
    await act(async () => {});
    expect(within(output()).getByText('Output will appear here...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it('Mask replaces sensitive values with numbered labels, highlighted with their rule name', async () => {
    renderTool();
    typeInput(LOG);
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('[Masked Email 1]'));
    expect(output()).not.toHaveTextContent('alice@initech.com');
    expect(output()).not.toHaveTextContent('10.20.30.40');
    const mark = within(output()).getByText('[Masked Email 1]');
    expect(mark.tagName).toBe('MARK');
    expect(mark).toHaveAttribute('data-source', 'pattern');
    expect(mark.getAttribute('title')).toMatch(/Pattern rule: .*Email/i);
    // The output is one tab stop; the review list names the rule and acts on the value.
    expect(mark).not.toHaveAttribute('tabindex');
  });

  it('Replace substitutes fakes instead of labels', async () => {
    renderTool();
    typeInput(LOG);
    click('Replace');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument());
    expect(output()).not.toHaveTextContent('alice@initech.com');
    expect(output()).not.toHaveTextContent('[Masked');
    expect(output()).toHaveTextContent(/^login ok user=\S+@\S+ from \d+\.\d+\.\d+\.\d+$/);
  });

  it('Ctrl+Enter repeats the last mode', async () => {
    renderTool();
    typeInput(LOG);
    click('Replace');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument());
    typeInput(`${LOG}\nbob@initech.com`);
    fireEvent.keyDown(input(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(output()).toHaveTextContent(/\n?\S+@\S+$/));
    expect(output()).not.toHaveTextContent('bob@initech.com');
    expect(output()).not.toHaveTextContent('[Masked');
  });

  it('Clear empties input, output and summary and resets the engine', async () => {
    renderTool();
    typeInput('first alice@initech.com');
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('[Masked Email 1]'));
    click('Clear');
    await waitFor(() => expect(within(output()).getByText('Output will appear here...')).toBeInTheDocument());
    expect(input().value).toBe('');
    expect(screen.queryByRole('heading', { name: 'Rules Distribution' })).not.toBeInTheDocument();
    // A reset engine numbers a new address from 1 again.
    typeInput('second bob@initech.com');
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('second [Masked Email 1]'));
  });

  it('Copy writes the plain output and reads Copied! for 1.5 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderTool();
      typeInput(LOG);
      click('Mask');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument());
      await act(async () => {
        click('Copy');
      });
      expect(navigator.clipboard.writeText).toHaveBeenCalledWith('login ok user=[Masked Email 1] from [Masked Internal IPv4 1]');
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1400));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(150));
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a clear message and does nothing when the input is over 1,000,000 characters', async () => {
    renderTool();
    typeInput('a'.repeat(1_000_001));
    expect(screen.getByRole('alert')).toHaveTextContent('The input is 1 character over the 1,000,000-character limit');
    click('Mask');
    await act(async () => {});
    expect(within(output()).getByText('Output will appear here...')).toBeInTheDocument();
  });

  it('keeps the page working and says so when the engine fails', async () => {
    const failing: EngineClient = {
      process: () => Promise.reject(new Error('worker crashed')),
      restore: () => Promise.reject(new Error('worker crashed')),
      removeMapping: () => Promise.resolve(),
      reset: () => Promise.resolve(),
      dispose: () => undefined,
    };
    renderTool(failing);
    typeInput(LOG);
    click('Mask');
    expect(await screen.findByRole('alert')).toHaveTextContent('Processing failed: worker crashed');
    expect(input().value).toBe(LOG);
  });
});

describe('custom rules', () => {
  const addRule = (text: string, category: string, sub?: { subcategory?: string; replacement?: string }) => {
    fireEvent.change(screen.getByLabelText('Text to mask'), { target: { value: text } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: category } });
    if (sub?.subcategory) fireEvent.change(screen.getByLabelText('Subcategory'), { target: { value: sub.subcategory } });
    if (sub?.replacement) fireEvent.change(screen.getByLabelText('Replacement text'), { target: { value: sub.replacement } });
    click('Add Rule');
  };

  it('Add Rule without text or a category adds nothing and says what is missing at the field', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Text to mask'), { target: { value: 'Initech' } });
    click('Add Rule');
    expect(screen.queryByRole('list', { name: 'Custom rules in use' })).not.toBeInTheDocument();
    const category = screen.getByLabelText('Category');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveAccessibleDescription('Choose a category for this rule.');
    expect(category).toHaveFocus();
    expect(screen.getByLabelText('Text to mask')).not.toHaveAttribute('aria-invalid');

    fireEvent.change(screen.getByLabelText('Text to mask'), { target: { value: '   ' } });
    fireEvent.change(category, { target: { value: 'Business Information' } });
    expect(category).not.toHaveAttribute('aria-invalid');
    click('Add Rule');
    expect(screen.queryByRole('list', { name: 'Custom rules in use' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Text to mask')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Text to mask')).toHaveAccessibleDescription('Type the text to mask.');
    expect(localStorage.getItem(CUSTOM_RULES_STORAGE_KEY)).toBeNull();
  });

  it('offers the subcategories of the chosen category, or free replacement text for Custom Rule', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Network Identifiers' } });
    const options = within(screen.getByLabelText('Subcategory')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['IP Address', 'MAC Address', 'Domain', 'Email']));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Custom Rule' } });
    expect(screen.queryByLabelText('Subcategory')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Replacement text')).toBeInTheDocument();
  });

  it('lists an added rule and applies it, keeping it for the tab only: nothing is written to the device', async () => {
    renderTool();
    addRule('Falcon Payments', 'Business Information', { subcategory: 'Company Name' });
    const list = screen.getByRole('list', { name: 'Custom rules in use' });
    expect(within(list).getByText('Falcon Payments')).toBeInTheDocument();
    typeInput('invoice for Falcon Payments sent to alice@initech.com');
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('[Masked Company Name 1]'));
    const mark = within(output()).getByText('[Masked Company Name 1]');
    expect(mark).toHaveAttribute('data-source', 'custom');
    expect(screen.getByRole('checkbox', { name: 'Remember my rules on this device' })).not.toBeChecked();
    expect(screen.getByText(/Your rules are kept for this browser tab only/)).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    // Kept for the tab: the next render (a reload, or /tool entered again) still has it.
    cleanup();
    renderTool();
    expect(within(screen.getByRole('list', { name: 'Custom rules in use' })).getByText('Falcon Payments')).toBeInTheDocument();
  });

  it('remembers the rules on this device only when asked, stores only the rules, and forgets them', async () => {
    const { unmount } = render(<ToolApp switches={ruleSwitches()} contextRules={contextRuleIds()} client={createInProcessEngineClient()} />);
    addRule('Falcon Payments', 'Business Information', { subcategory: 'Company Name' });
    typeInput('invoice for Falcon Payments sent to alice@initech.com');
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('[Masked Company Name 1]'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember my rules on this device' }));
    const stored = localStorage.getItem(CUSTOM_RULES_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual([{ value: 'Falcon Payments', category: 'Business Information', subcategory: 'Company Name' }]);
    expect(stored).not.toContain('alice@initech.com');
    expect(screen.getByText(/Your rules are saved in this browser on this device/)).toBeInTheDocument();
    unmount();

    // A new tab finds them, ticked; Forget deletes them from the device and the tab, and re-runs without them.
    customRulesStore.clearTab();
    render(<ToolApp switches={ruleSwitches()} contextRules={contextRuleIds()} client={createInProcessEngineClient()} />);
    expect(within(screen.getByRole('list', { name: 'Custom rules in use' })).getByText('Falcon Payments')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember my rules on this device' })).toBeChecked();
    typeInput('invoice for Falcon Payments');
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('invoice for [Masked Company Name 1]'));
    click('Forget saved rules');
    expect(localStorage.getItem(CUSTOM_RULES_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Custom rules in use' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember my rules on this device' })).not.toBeChecked();
    await waitFor(() => expect(output()).toHaveTextContent('invoice for Falcon Payments'));
  });

  it('unticking Remember deletes the saved copy and keeps the rules for this tab', () => {
    localStorage.setItem(CUSTOM_RULES_STORAGE_KEY, JSON.stringify([{ value: 'Falcon', category: 'Custom Rule', replacement: 'X' }]));
    renderTool();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember my rules on this device' }));
    expect(localStorage.getItem(CUSTOM_RULES_STORAGE_KEY)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Custom rules in use' })).getByText('Falcon')).toBeInTheDocument();
  });

  it('uses the typed replacement text for a Custom Rule', async () => {
    renderTool();
    addRule('Project Falcon', 'Custom Rule', { replacement: 'Project X' });
    typeInput('status of Project Falcon');
    click('Replace');
    await waitFor(() => expect(output()).toHaveTextContent('status of Project X'));
  });

  it('removing a rule re-runs processing in the current mode without it', async () => {
    renderTool();
    addRule('Falcon Payments', 'Business Information', { subcategory: 'Company Name' });
    typeInput('Falcon Payments paid from 10.20.30.40');
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('[Masked Company Name 1] paid from [Masked Internal IPv4 1]'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove rule Falcon Payments' }));
    await waitFor(() => expect(output()).toHaveTextContent('Falcon Payments paid from [Masked Internal IPv4 1]'));
    expect(screen.queryByRole('list', { name: 'Custom rules in use' })).not.toBeInTheDocument();
    expect(localStorage.getItem(CUSTOM_RULES_STORAGE_KEY)).toBeNull();
  });

  it('loads remembered rules on a later visit and ignores corrupted storage', () => {
    localStorage.setItem(CUSTOM_RULES_STORAGE_KEY, JSON.stringify([{ value: 'Falcon', category: 'Custom Rule', replacement: 'X' }, 'junk']));
    const { unmount } = render(<ToolApp switches={ruleSwitches()} contextRules={contextRuleIds()} client={createInProcessEngineClient()} />);
    expect(within(screen.getByRole('list', { name: 'Custom rules in use' })).getByText('Falcon')).toBeInTheDocument();
    unmount();
    customRulesStore.clearTab();
    localStorage.setItem(CUSTOM_RULES_STORAGE_KEY, '{not json');
    render(<ToolApp switches={ruleSwitches()} contextRules={contextRuleIds()} client={createInProcessEngineClient()} />);
    expect(screen.queryByRole('list', { name: 'Custom rules in use' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Input')).toBeInTheDocument();
  });
});

describe('Rules Distribution', () => {
  it('lists each original under its source and × puts the original back in the current output only', async () => {
    const session = new EngineSession(() => new MaskingEngine({ random: seededRandom() }));
    const removeSpy = jest.spyOn(session, 'removeMapping');
    renderTool(createInProcessEngineClient(session));
    typeInput(`${LOG} and again alice@initech.com`);
    click('Mask');
    const patternList = await screen.findByRole('list', { name: /Pattern Rules/ });
    expect(within(patternList).getByText('alice@initech.com')).toBeInTheDocument();
    expect(within(patternList).getByText('10.20.30.40')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Detections by source \(occurrences\): Custom 0, Pattern 3, Keyword 0/ })).toBeInTheDocument();
    // The chart counts occurrences (3), the list distinct values (2), and the card says which is which.
    expect(within(patternList.closest('[data-source]') as HTMLElement).getByText('(2 distinct)')).toBeInTheDocument();
    expect(screen.getByText(/The chart counts every occurrence; each list counts distinct values/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove alice@initech.com' }));
    expect(output()).toHaveTextContent('login ok user=alice@initech.com from [Masked Internal IPv4 1] and again alice@initech.com');
    expect(within(screen.getByRole('list', { name: /Pattern Rules/ })).queryByText('alice@initech.com')).not.toBeInTheDocument();

    // The next run processes the input from scratch: the value is detected and listed again.
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('login ok user=[Masked Email 1] from [Masked Internal IPv4 1] and again [Masked Email 1]'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: /Pattern Rules/ })).getByText('alice@initech.com')).toBeInTheDocument());
    // So is newly pasted text that holds it.
    typeInput('reply to ALICE@initech.com');
    click('Replace');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument());
    await waitFor(() => expect(output()).not.toHaveTextContent(/alice@initech\.com/i));
    expect(removeSpy).not.toHaveBeenCalled();
  });

  it('lists a value found by its context with the line it first occurs on and the words around it, as text', async () => {
    renderTool();
    typeInput(`boot ok\nconnect db_password=hunter2 host=10.20.30.40\nretry with hunter2\nmail ops@initech.com\nsshd: Failed password for invalid user bobby from 10.20.30.40 port 4022`);
    click('Replace');
    const keywordList = await screen.findByRole('list', { name: /Keyword Rules/ });
    const entry = within(keywordList).getByRole('button', { name: 'Remove hunter2' }).closest('li') as HTMLElement;
    // The rule, then where the value was first found and what was around it: readable text, no tooltip.
    expect(entry).toHaveTextContent(/Password.*First on line 2: connect db_password=hunter2 host=10\.20\.30\.40/);
    expect(within(entry).getByText('hunter2', { selector: 'mark' })).toBeInTheDocument();
    expect(within(entry).getByText(/found by its context/)).toHaveClass('visually-hidden');
    // A value known by its shape needs no context note.
    const patternList = screen.getByRole('list', { name: /Pattern Rules/ });
    const email = within(patternList).getByRole('button', { name: 'Remove ops@initech.com' }).closest('li') as HTMLElement;
    expect(email).not.toHaveTextContent(/First on line/);
    // A pattern rule that reads a user from the words before it gives its context too.
    const user = within(patternList).getByRole('button', { name: 'Remove bobby' }).closest('li') as HTMLElement;
    expect(user).toHaveTextContent(/First on line 5: .*Failed password for invalid user bobby from 10\.20\.30\.40/);
  });
});

describe('file mode', () => {
  it('masks a large file with the page\'s settings: custom rules, never-mask list and switched-off rules', async () => {
    localStorage.setItem(RULE_SWITCHES_STORAGE_KEY, JSON.stringify(['pattern:network']));
    const options: ProcessOptions[] = [];
    const client: EngineClient = {
      ...createInProcessEngineClient(new EngineSession(() => new MaskingEngine())),
      processFile: async (_file, given) => {
        options.push(given);
        throw new Error('stopped by the test');
      },
    };
    renderTool(client);
    fireEvent.change(screen.getByLabelText('Value never to mask'), { target: { value: 'ops@initech.com' } });
    click('Add');
    const big = new File(['x'.repeat(4_000_001)], 'big.log', { type: 'text/plain' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [big] } });
    click('Mask file');
    await screen.findByText(/stopped by the test/);
    expect(options).toEqual([{ mode: 'mask', customRules: [], allow: ['ops@initech.com'], disabledRules: disabledRuleIds(new Set(['pattern:network'])) }]);
  });
});

describe('never-mask list', () => {
  it('Never mask on an entry keeps the value whole in this and every later run, counted nowhere', async () => {
    renderTool();
    typeInput(`${LOG} and again alice@initech.com`);
    click('Mask');
    await screen.findByRole('list', { name: /Pattern Rules/ });
    fireEvent.click(screen.getByRole('button', { name: 'Never mask alice@initech.com' }));
    await waitFor(() => expect(output()).toHaveTextContent('login ok user=alice@initech.com from [Masked Internal IPv4 1] and again alice@initech.com'));
    expect(within(screen.getByRole('list', { name: 'Values never masked' })).getByText('alice@initech.com')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: /Pattern Rules/ })).queryByText('alice@initech.com')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: /Detections by source \(occurrences\): Custom 0, Pattern 1, Keyword 0/ })).toBeInTheDocument();

    typeInput('new paste from Alice@Initech.com');
    click('Replace');
    await waitFor(() => expect(output()).toHaveTextContent('new paste from Alice@Initech.com'));
    expect(localStorage.length).toBe(0);
  });

  it('takes typed values, removes them with their button, and remembers them only when asked', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Value never to mask'), { target: { value: '  10.20.30.40 ' } });
    click('Add');
    expect(within(screen.getByRole('list', { name: 'Values never masked' })).getByText('10.20.30.40')).toBeInTheDocument();
    typeInput(LOG);
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('login ok user=[Masked Email 1] from 10.20.30.40'));
    expect(localStorage.getItem(NEVER_MASK_STORAGE_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    expect(JSON.parse(localStorage.getItem(NEVER_MASK_STORAGE_KEY) ?? 'null')).toEqual(['10.20.30.40']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove 10.20.30.40 from the never-mask list' }));
    await waitFor(() => expect(output()).toHaveTextContent('login ok user=[Masked Email 1] from [Masked Internal IPv4 1]'));
    expect(screen.queryByRole('list', { name: 'Values never masked' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(NEVER_MASK_STORAGE_KEY) ?? 'null')).toEqual([]);
    click('Forget saved never-mask values');
    expect(localStorage.getItem(NEVER_MASK_STORAGE_KEY)).toBeNull();
  });
});

describe('Rules panel', () => {
  const openRules = () => click('Show rule switches');

  it('lists every family and keyword rule with a switch and a description, all on by default', () => {
    renderTool();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    openRules();
    expect(screen.getByRole('button', { name: 'Hide rule switches' })).toHaveAttribute('aria-expanded', 'true');
    const email = screen.getByRole('switch', { name: 'Email addresses' });
    expect(email).toBeChecked();
    expect(email).toHaveAccessibleDescription('Email');
    expect(screen.getByRole('switch', { name: 'Password' })).toHaveAccessibleDescription(/parameter named password/);
    expect(within(screen.getByRole('list', { name: 'Pattern rule families' })).getAllByRole('switch').length).toBeGreaterThanOrEqual(10);
    expect(within(screen.getByRole('list', { name: 'Keyword rules' })).getAllByRole('switch').length).toBeGreaterThanOrEqual(10);
    expect(screen.getByRole('button', { name: 'All on' })).toBeDisabled();
  });

  it('switching a family off re-runs the current output in its mode and is remembered; All on resets', async () => {
    renderTool();
    typeInput('login ok user=alice@initech.com from 10.20.30.40 password=hunter22');
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('user=[Masked Email 1] from [Masked Internal IPv4 1] password=[Masked Password 1]'));
    openRules();
    fireEvent.click(screen.getByRole('switch', { name: 'Domains, IP and MAC addresses' }));
    await waitFor(() => expect(output()).toHaveTextContent('user=[Masked Email 1] from 10.20.30.40 password=[Masked Password 1]'));
    fireEvent.click(screen.getByRole('switch', { name: 'Password' }));
    await waitFor(() => expect(output()).toHaveTextContent('password=hunter22'));
    expect(JSON.parse(localStorage.getItem(RULE_SWITCHES_STORAGE_KEY) ?? '[]').sort()).toEqual(['keyword:password', 'pattern:network']);
    // Two of every switch the panel shows (one per pattern family and keyword rule) are off.
    const switches = screen.getAllByRole('switch').length;
    expect(screen.getByText(new RegExp(`${switches - 2} of ${switches} rule groups on`))).toBeInTheDocument();

    click('All on');
    await waitFor(() => expect(output()).toHaveTextContent('user=[Masked Email 1] from [Masked Internal IPv4 1] password=[Masked Password 1]'));
    expect(localStorage.getItem(RULE_SWITCHES_STORAGE_KEY)).toBeNull();
  });

  it('reads the remembered switches on a later visit', async () => {
    localStorage.setItem(RULE_SWITCHES_STORAGE_KEY, JSON.stringify(['pattern:network', 'nonsense', 3]));
    renderTool();
    typeInput(LOG);
    click('Replace');
    await waitFor(() => expect(output()).toHaveTextContent(/from 10\.20\.30\.40$/));
    expect(output()).not.toHaveTextContent('alice@initech.com');
  });
});

describe('Restore', () => {
  it('restores labels an assistant retyped and shows what it could not map back', async () => {
    renderTool();
    typeInput(LOG);
    click('Mask');
    await waitFor(() => expect(output()).toHaveTextContent('[Masked Email 1]'));
    fireEvent.change(screen.getByLabelText('Text to restore'), {
      target: { value: 'Block [masked email 1] and Masked Internal IPv4 1; ask [Masked Email 4].' },
    });
    const restored = screen.getByRole('region', { name: 'Restored text' });
    await waitFor(() => expect(restored).toHaveTextContent('Block alice@initech.com and 10.20.30.40; ask [Masked Email 4].'));
    expect(within(screen.getByRole('list', { name: 'Substitutes not restored' })).getByText('[Masked Email 4]')).toBeInTheDocument();
  });

  it('restores fakes from Replace and copies the restored text', async () => {
    renderTool();
    typeInput(LOG);
    click('Replace');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument());
    const fakeEmail = /user=(\S+) from/.exec(output().textContent ?? '')![1];
    fireEvent.change(screen.getByLabelText('Text to restore'), { target: { value: `Contact ${fakeEmail.toUpperCase()} now` } });
    const restored = screen.getByRole('region', { name: 'Restored text' });
    await waitFor(() => expect(restored).toHaveTextContent('Contact alice@initech.com now'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy restored text' }));
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('Contact alice@initech.com now');
  });
});
