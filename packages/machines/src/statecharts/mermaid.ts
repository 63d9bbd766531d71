import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Renders a machine's statechart as a Mermaid `stateDiagram-v2`, read from the machine definition
 * itself so the picture in each README cannot drift from the code.
 *
 * @param machine - any XState v5 machine.
 * @returns the diagram source, without the surrounding code fence.
 * @example
 * ```ts
 * toMermaidStatechart(voucherMachine); // 'stateDiagram-v2\n  [*] --> voucher_front …'
 * ```
 */
export function toMermaidStatechart(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  if (machine.root.type === 'parallel') {
    // Mermaid draws concurrent regions (`--`) only inside a composite state, so a parallel root gets one.
    lines.push(`  [*] --> ${mermaidId(machine.root)}`, `  state "${machine.root.key}" as ${mermaidId(machine.root)} {`);
    renderChildren(machine.root, lines, '    ');
    lines.push('  }');
  } else {
    renderChildren(machine.root, lines, '  ');
  }
  return lines.join('\n');
}

function renderChildren(parent: AnyStateNode, lines: string[], indent: string): void {
  const children = Object.values(parent.states) as AnyStateNode[];
  const initialTarget = parent.type === 'compound' ? parent.initial?.target[0] : undefined;
  if (initialTarget) lines.push(`${indent}[*] --> ${mermaidId(initialTarget)}`);
  children.forEach((child, index) => {
    if (parent.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    const label = stateLabel(child);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state "${label}" as ${mermaidId(child)} {`);
      renderChildren(child, lines, `${indent}  `);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${label}" as ${mermaidId(child)}`);
    }
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  });
  for (const child of children) renderTransitions(child, lines, indent);
}

function renderTransitions(node: AnyStateNode, lines: string[], indent: string): void {
  const transitions: AnyTransitionDefinition[] = [...node.transitions.values()].flat();
  for (const transition of [...transitions, ...(node.always ?? [])]) {
    for (const target of transition.target ?? []) {
      lines.push(`${indent}${mermaidId(node)} --> ${mermaidId(target)} : ${transitionLabel(transition)}`);
    }
  }
}

function stateLabel(node: AnyStateNode): string {
  const invoked = node.invoke.map((definition) => (typeof definition.src === 'string' ? definition.src : definition.id));
  return invoked.length > 0 ? `${node.key} (invokes ${invoked.join(', ')})` : node.key;
}

function transitionLabel(transition: AnyTransitionDefinition): string {
  const eventType = String(transition.eventType);
  const event = eventType === ''
    ? 'always'
    : eventType
        .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')
        .replace(/^xstate\.done\.actor\.(.*)$/, 'done $1')
        .replace(/^xstate\.error\.actor\.(.*)$/, 'error $1');
  const guard = transition.guard;
  // An inline guard has no name to show, but the reader must still see that the arrow is conditional.
  const guardName = typeof guard === 'string'
    ? guard
    : typeof guard === 'function' ? 'condition' : guard && 'type' in guard ? String(guard.type) : undefined;
  return guardName ? `${event} [${guardName}]` : event;
}

function mermaidId(node: AnyStateNode): string {
  return node.id.replace(/[^A-Za-z0-9_]/g, '_');
}
