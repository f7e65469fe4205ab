// Start-up stage: the app-wide actors, each machine with its effects, created for the page
// (see src/app/main.tsx).
export { appActors } from '@/app/actors/appActors';
