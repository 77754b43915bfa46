"""The one base of every error a user can cause and fix: the CLI and the UI catch `CitewiseError` and show its message."""


class CitewiseError(Exception):
    """A problem the user can act on; the message names the file, line, field or command that fixes it."""


class QuestionError(CitewiseError, ValueError):
    """The question cannot be asked as given (empty, too long)."""
