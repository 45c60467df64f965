// The empty module that takes the place of a browser part this site does not use (see gatsby-node.ts).
export {}
