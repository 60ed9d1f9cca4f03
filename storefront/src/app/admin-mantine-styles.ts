// The back office's Mantine components beyond the shop's (mantine-styles.ts), loaded with it.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Spoiler.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Switch.css';
