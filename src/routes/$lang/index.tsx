import { createFileRoute } from '@tanstack/react-router';

// The marketing home /{prefix} is a prerendered document (src/site): the /$lang layout's guard
// loads it with a full page load, so this route only has to exist for the router to match.
export const Route = createFileRoute('/$lang/')({});
