import "./src/styles/global.css"
import "./src/styles/shell.css"
