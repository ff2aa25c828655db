// Testing Library's DOM matchers (toBeVisible, toHaveTextContent, toHaveAttribute, …) for the component
// tests, so an assertion says what it checks rather than that an element was found.
import '@testing-library/jest-dom/vitest';
