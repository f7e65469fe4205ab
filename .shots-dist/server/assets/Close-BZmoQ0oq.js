import { _ as createSvgIcon, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
// node_modules/@mui/material/internal/svg-icons/Close.mjs
var import_jsx_runtime = require_jsx_runtime();
var Close_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" }), "Close");
export { Close_default as t };
