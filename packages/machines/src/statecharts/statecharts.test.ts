import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { toMermaidStatechart } from './mermaid.js';
import { statechartBlock, withCurrentStatechart } from './readme-block.js';
import { statechartRegistry } from './registry.js';

const readmes = import.meta.glob<string>('../*/README.md', { query: '?raw', import: 'default', eager: true });

describe('generated statecharts', () => {
  it.each(statechartRegistry.map(({ folder, machine }) => [folder, machine] as const))(
    'src/%s/README.md shows the current statechart (run scripts/statecharts.ts when this fails)',
    (folder, machine) => {
      const readme = readmes[`../${folder}/README.md`];
      expect(readme, `src/${folder}/README.md is missing`).toBeDefined();
      expect(readme).toContain(statechartBlock(machine));
    },
  );

  it('draws nested, parallel, final, delayed, invoked and guarded states', () => {
    const machine = createMachine({
      id: 'demo',
      initial: 'a',
      states: {
        a: { on: { GO: { target: 'b', guard: 'ready' } }, after: { SOON: 'c' } },
        b: {
          type: 'parallel',
          states: { left: { initial: 'x', states: { x: {} } }, right: { initial: 'y', states: { y: {} } } },
          always: 'c',
        },
        c: { invoke: { id: 'work', src: 'work', onDone: { target: 'd', guard: ({ event }) => event.output === 1 }, onError: 'a' } },
        d: { type: 'final' },
      },
    });
    const chart = toMermaidStatechart(machine);
    expect(chart).toContain('[*] --> demo_a');
    expect(chart).toContain('demo_a --> demo_b : GO [ready]');
    expect(chart).toContain('demo_a --> demo_c : after SOON');
    expect(chart).toContain('demo_b --> demo_c : always');
    expect(chart).toContain('state "c (invokes work)" as demo_c');
    expect(chart).toContain('demo_c --> demo_d : done work [condition]');
    expect(chart).toContain('demo_c --> demo_a : error work');
    expect(chart).toContain('demo_d --> [*]');
    expect(chart).toMatch(/state "left" as demo_b_left \{[\s\S]*--\n[\s\S]*state "right"/);
  });

  it('wraps a parallel root in a composite state, where Mermaid can draw its regions', () => {
    const machine = createMachine({ id: 'form', type: 'parallel', states: { left: {}, right: {} } });
    expect(toMermaidStatechart(machine).split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> form',
      '  state "form" as form {',
      '    state "left" as form_left',
      '    --',
      '    state "right" as form_right',
      '  }',
    ]);
  });

  it('replaces an existing block and appends one when missing', () => {
    const machine = createMachine({ id: 'm', initial: 's', states: { s: {} } });
    const appended = withCurrentStatechart('# M\n', machine);
    expect(appended).toBe(`# M\n\n## Statechart\n\n${statechartBlock(machine)}\n`);
    expect(withCurrentStatechart(appended.replace('[*] --> m_s', 'stale'), machine)).toBe(appended);
  });
});
