// Brings jest-dom's matchers (toHaveAttribute, toBeDisabled…) into every unit test's types.
import '@testing-library/jest-dom/vitest';
