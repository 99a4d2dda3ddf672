.PHONY: install start test build lint graph migration

install:
	npm install

start:
	npm start

test:
	npm test

build:
	npm run build

lint:
	npm run lint
	npm run format:check

graph:
	npm run graph:update
