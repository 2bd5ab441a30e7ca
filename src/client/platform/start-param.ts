/** The start parameter's parser is shared with the server, which reads the same parts at first login. */
export { parseStartParam, type StartParam } from '#protocol/start-param';
