import { Box, Group, Text } from '@mantine/core';
import classes from './step-indicator.module.css';

export interface StepIndicatorProps {
  /** Accessible name of the steps' navigation landmark. */
  label: string;
  /** The steps in order, each with its key and its (translated) label. */
  steps: readonly { key: string; label: string }[];
  /** Key of the step the user is on: earlier steps show as done. */
  current: string;
  /** On a narrow screen, only the current step keeps its label (for four steps or more). */
  collapseWhenNarrow?: boolean;
}

/** Where the user is in a multi-page flow (registering an offer, applying to one). */
export function StepIndicator({ label, steps, current, collapseWhenNarrow = false }: StepIndicatorProps) {
  const index = steps.findIndex((step) => step.key === current);
  return (
    <Box component="nav" aria-label={label}>
      <ol
        className={classes.steps}
        style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
        data-collapse-narrow={collapseWhenNarrow || undefined}
      >
        {steps.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={step.key} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Group gap={8} wrap="nowrap">
                <span className={classes.number} aria-hidden="true">
                  {i + 1}
                </span>
                <Text size="sm" fw={state === 'current' ? 700 : 500} className={classes.label}>
                  {step.label}
                </Text>
              </Group>
            </li>
          );
        })}
      </ol>
    </Box>
  );
}
