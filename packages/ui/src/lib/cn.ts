import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes.ts';

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones. Constant class lists
 * at module level are joined plainly instead: the first cn() builds its class tables, and at import
 * time that cost would land in the task that evaluates the page's code, already its longest.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
