/** The URL of Inter's latin-ext file, as the build names it (src/theme/latinExtFace.ts). */
export { default } from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
